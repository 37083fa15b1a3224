// /messages: visitors send the public forms (Law 544 requests, accessibility feedback, photo
// takedown requests); editors list them and move their status.
import type { MessageListQuery, MessagePage, MessageReceipt, MessageStatus, VisitorMessage, VisitorMessageInput } from '../../types';
import { apiSlice } from '../apiSlice';
import { refreshes } from '../tags';

export const messagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<MessageReceipt, VisitorMessageInput>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      invalidatesTags: refreshes('Message'),
    }),
    getMessages: build.query<MessagePage, MessageListQuery>({
      query: (params) => ({ url: '/messages', params }),
      providesTags: ['Message'],
    }),
    updateMessageStatus: build.mutation<VisitorMessage, { id: number; status: MessageStatus }>({
      query: ({ id, status }) => ({ url: `/messages/${id}`, method: 'PUT', body: { status } }),
      invalidatesTags: refreshes('Message'),
    }),
  }),
});

export const { useSendMessageMutation, useGetMessagesQuery, useUpdateMessageStatusMutation } = messagesApi;

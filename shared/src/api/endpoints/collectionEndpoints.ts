// The five calls of a collection under /school (list, one, add, update, delete), written once,
// with the slice's cache strategy: reads provide the entity's tag, successful writes invalidate it.
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { baseQuery } from '../baseQuery';
import { refreshes, type TagType } from '../tags';
import { plainTextResponse } from '../plainTextResponse';

export type ApiBuilder = EndpointBuilder<typeof baseQuery, TagType, 'api'>;

export interface Collection {
  /** The collection's address, e.g. '/school/subjects'. */
  path: string;
  tag: TagType;
  /** The tags of other entities whose answers show this one (a teacher shows its subject's name). */
  shownIn?: TagType[];
}

export function collectionEndpoints<Row, Input>(build: ApiBuilder, { path, tag, shownIn = [] }: Collection) {
  const invalidatesTags = refreshes(tag, ...shownIn);
  return {
    list: build.query<Row[], void>({ query: () => path, providesTags: [tag] }),
    one: build.query<Row, number>({ query: (id) => `${path}/${id}`, providesTags: [tag] }),
    add: build.mutation<Row, Input>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags,
    }),
    update: build.mutation<Row, Input & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
      invalidatesTags,
    }),
    remove: build.mutation<string, number>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      invalidatesTags,
    }),
  };
}

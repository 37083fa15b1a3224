// One message in full, with its status to change: 'Message Details', 'Close' and 'Save Changes'.
// A failed save shows the red Error! banner inside the dialog and keeps the chosen status.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, getErrorMessage, SelectField, useUpdateMessageStatusMutation, type MessageStatus, type RequestError, type VisitorMessage } from '@school/shared';
import { adminScreenPath } from '@school/shared/routing';
import { AdminDialog } from '@school/shared/admin-ui';
import { optionsOf } from '../../components/labels';
import { MESSAGE_STATUSES, kindLabels, receivedOn, statusLabels } from './messageLabels';
import { mailtoHref } from './mailtoHref';

interface MessageDetailsDialogProps {
  message: VisitorMessage | null;
  onClose: () => void;
  onSaved: () => void;
}

export function MessageDetailsDialog({ message, onClose, onSaved }: MessageDetailsDialogProps) {
  const formId = useId();
  // What was chosen and refused belongs to the message shown: another message opens afresh.
  const [chosen, setChosen] = useState<{ id: number; status: MessageStatus } | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const [update, { isLoading }] = useUpdateMessageStatusMutation();
  const status = chosen && chosen.id === message?.id ? chosen.status : (message?.status ?? 'NEW');
  const error = failure && failure.id === message?.id ? failure.message : null;
  const setError = (text: string | null) => setFailure(text && message ? { id: message.id, message: text } : null);
  const forget = () => {
    setChosen(null);
    setFailure(null);
  };
  const close = () => {
    forget();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message || isLoading) return;
    try {
      await update({ id: message.id, status }).unwrap();
      forget();
      onSaved();
    } catch (failure) {
      setError(getErrorMessage(failure as RequestError));
    }
  };

  return (
    <AdminDialog
      open={message !== null}
      title="Message Details"
      onClose={close}
      closeLabel="Close dialog"
      action={{ label: 'Save Changes', busy: isLoading, form: formId }}
    >
      {error && <Banner variant="error" message={error} onDismiss={() => setError(null)} dismissLabel="Dismiss message" />}
      {message && (
        <>
          <Details>
            <dt>Kind</dt>
            <dd>{kindLabels[message.kind]}</dd>
            {message.registrationNumber && (
              <>
                <dt>Registration number</dt>
                <dd>{message.registrationNumber}</dd>
              </>
            )}
            <dt>Received</dt>
            <dd>{receivedOn(message)}</dd>
            <dt>From</dt>
            <dd>
              {message.name} (<a href={mailtoHref(message.email)}>{message.email}</a>)
            </dd>
            {message.gallery && (
              <>
                <dt>Gallery</dt>
                <dd>{message.gallery}</dd>
              </>
            )}
            {message.photo && (
              <>
                <dt>Photo</dt>
                <dd>
                  {message.photo}{' '}
                  {/* The library searched for what the visitor wrote, where the photo can be taken down. */}
                  <Link to={adminScreenPath('admin/media', { q: message.photo })}>Find it in the Media library</Link>
                </dd>
              </>
            )}
            {message.page && (
              <>
                <dt>Page</dt>
                <dd>{message.page}</dd>
              </>
            )}
            <dt>{message.kind === 'PUBLIC_INFORMATION_REQUEST' ? 'Request' : message.kind === 'PHOTO_TAKEDOWN' ? 'Reason' : 'Feedback'}</dt>
            <dd>
              <Text>{message.text}</Text>
            </dd>
          </Details>
          <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
            <SelectField
              label="Status"
              name="status"
              value={status}
              onChange={(value) => message && setChosen({ id: message.id, status: value as MessageStatus })}
              options={optionsOf(MESSAGE_STATUSES, statusLabels)}
              showError={false}
            />
          </form>
        </>
      )}
    </AdminDialog>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

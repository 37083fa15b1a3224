import { useId, useState, type FormEvent } from 'react';
import { Button, FormField } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';
import { judgeLinkAddress } from './linkAddress';

export type LinkDialogProps = {
  /** The link being edited, or '' for a new one. */
  initialHref: string;
  onApply: (href: string) => void;
  /** Offered only when editing a link. */
  onRemove?: () => void;
  onClose: () => void;
};

/** Asks for a link's address; an address the policy refuses is refused here, with its reason. */
export function LinkDialog({ initialHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const formId = useId();
  const [address, setAddress] = useState(initialHref);
  const [tried, setTried] = useState(false);
  const verdict = judgeLinkAddress(address);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (verdict.href !== undefined) onApply(verdict.href);
  };

  return (
    <Dialog
      open
      title={initialHref ? 'Edit link' : 'Add link'}
      onClose={onClose}
      footer={
        <>
          {onRemove && (
            <Button type="button" variant="danger" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Apply
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormField
          label="Link address"
          name="href"
          type="url"
          inputMode="url"
          placeholder="https://… , mailto:… , tel:… or /contact"
          value={address}
          onChange={setAddress}
          error={verdict.error}
          showError={tried}
        />
      </form>
    </Dialog>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';

interface UserActionButtonProps {
  label: string;
  /** Title and body of the confirmation shown before the action runs. */
  confirmTitle: string;
  confirmContent: ReactNode;
  done: string;
  action: () => Promise<unknown>;
  icon?: ReactNode;
  disabled?: boolean;
  color?: 'primary' | 'error' | 'warning';
}

/** A security action on a user, run only after confirmation; the record reloads afterwards. */
export function UserActionButton(props: UserActionButtonProps) {
  const { trans } = useTrans();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await props.action();
      notify(props.done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(getErrorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={props.label}
        variant="outlined"
        color={props.color ?? 'primary'}
        disabled={props.disabled || pending}
        onClick={() => setOpen(true)}
      >
        {props.icon as never}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={props.confirmTitle}
        content={props.confirmContent}
        confirm={trans('Confirm')}
        confirmColor={props.color === 'error' ? 'warning' : 'primary'}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

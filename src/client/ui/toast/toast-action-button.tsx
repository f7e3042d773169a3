import Button from '@mui/material/Button';
import { Link, useInRouterContext } from 'react-router';
import { Trans } from '../../i18n/trans';
import type { ToastAction } from './toast-store';

interface ToastActionButtonProps {
  action: ToastAction;
  onClick: () => void;
}

/** The toast's action; a plain link when the container is mounted outside the router. */
export function ToastActionButton({ action, onClick }: ToastActionButtonProps) {
  const inRouter = useInRouterContext();
  const label = <Trans message={action.label} />;
  const common = { size: 'small', color: 'inherit', onClick, sx: { fontWeight: 600 } } as const;
  return inRouter ? (
    <Button {...common} component={Link} to={action.to}>
      {label}
    </Button>
  ) : (
    <Button {...common} href={action.to}>
      {label}
    </Button>
  );
}

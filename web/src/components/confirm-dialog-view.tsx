import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';

/** What confirm() (components/confirm-dialog.tsx) asks; the types live here so the lazy view imports nothing from it. */
export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
  /** Destructive actions get a red confirm button. */
  destructive?: boolean;
}

export interface ConfirmRequest extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/** The confirmation dialog itself (see confirm()). */
export function ConfirmDialogView({ request, onSettle }: { request: ConfirmRequest | null; onSettle: (confirmed: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={request !== null} onClose={() => onSettle(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{request?.title}</DialogTitle>
      {request?.message ? (
        <DialogContent>
          <DialogContentText>{request.message}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => onSettle(false)} color="inherit">
          {t`Cancel`}
        </Button>
        <Button onClick={() => onSettle(true)} variant="contained" color={request?.destructive ? 'error' : 'primary'} autoFocus>
          {request?.confirmLabel ?? t`Confirm`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

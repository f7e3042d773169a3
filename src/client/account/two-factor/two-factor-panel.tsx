import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { AccountPanel } from '../account-panel';
import { refreshAccountUser, type AccountUser } from '../account-user';
import { fetchRecoveryCodes } from './two-factor-api';
import { TwoFactorDisabledStep } from './two-factor-disabled-step';
import { TwoFactorEnabledStep } from './two-factor-enabled-step';
import { TwoFactorSetupStep } from './two-factor-setup-step';
import {
  initialTwoFactorState,
  markTwoFactorSetupPending,
  type TwoFactorState,
} from './two-factor-state';

interface TwoFactorPanelProps {
  user: AccountUser;
}

/** Spec 2.5 'Two factor authentication' with the spec 4 states 0, 1 and 2. */
export function TwoFactorPanel({ user }: TwoFactorPanelProps) {
  const queryClient = useQueryClient();
  const { withConfirmedPassword } = usePasswordConfirmation();
  const [state, setState] = useState<TwoFactorState>(() => initialTwoFactorState(user));
  const [codes, setCodes] = useState<string[] | null>(null);

  // The page's user copy follows, so the initial-state rule holds if the panel mounts again.
  const refreshUser = () => void refreshAccountUser(queryClient).catch(() => undefined);

  const goTo = (next: TwoFactorState) => {
    markTwoFactorSetupPending(user.id, next === 1);
    if (next !== 2) setCodes(null);
    setState(next);
  };

  const confirmed = () => {
    goTo(2);
    refreshUser();
    // The password was just confirmed, so the codes can be shown straight away.
    void withConfirmedPassword(fetchRecoveryCodes)
      .then((fetched) => fetched && setCodes(fetched))
      .catch(() => undefined);
  };

  return (
    <AccountPanel
      id="two-factor"
      title="Two factor authentication"
      description="Add additional security to your account using two factor authentication."
    >
      <Box aria-live="polite">
        {state === 0 ? <TwoFactorDisabledStep onEnabled={() => goTo(1)} /> : null}
        {state === 1 ? (
          <TwoFactorSetupStep onConfirmed={confirmed} onCancelled={() => goTo(0)} />
        ) : null}
        {state === 2 ? (
          <TwoFactorEnabledStep
            codes={codes}
            onCodes={setCodes}
            onDisabled={() => {
              goTo(0);
              refreshUser();
            }}
          />
        ) : null}
      </Box>
    </AccountPanel>
  );
}

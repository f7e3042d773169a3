import Divider from '@mui/material/Divider';
import { Fragment } from 'react';
import { useSettings } from '@client/app/bootstrap-store';
import { AccountPanel } from '../account-panel';
import { enabledSocialServices } from '../account-sections';
import type { AccountUser } from '../account-user';
import { SocialServiceRow } from './social-service-row';

interface SocialLoginPanelProps {
  user: AccountUser;
}

/** Spec 2.5 'Social login': one row per provider enabled in settings. */
export function SocialLoginPanel({ user }: SocialLoginPanelProps) {
  const services = enabledSocialServices(useSettings());
  return (
    <AccountPanel
      id="social-login"
      title="Manage social login"
      description="Enable or disable third party logins for your account."
    >
      {services.map((service, index) => (
        <Fragment key={service}>
          {index > 0 ? <Divider /> : null}
          <SocialServiceRow service={service} user={user} />
        </Fragment>
      ))}
    </AccountPanel>
  );
}

import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { SettingsEditor } from './settings-editor';

/** The admin route /admin/settings/:tab (custom page, needs settings.update on the server). */
export function SettingsPage() {
  const { trans } = useTrans();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={trans('Settings')} />
      <SettingsEditor />
    </Box>
  );
}

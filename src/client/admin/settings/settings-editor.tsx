import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { getErrorMessage, isApiError } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import type { AdminSettingsResponse } from '@common/api/settings';
import { SettingField } from './setting-field';
import { useAdminSettings, useSaveSettings } from './settings-api';
import {
  DEFAULT_SETTINGS_TAB,
  findSettingsTab,
  SETTINGS_TABS,
  type SettingsTab,
} from './settings-tabs';
import { TestMailPanel } from './test-mail-panel';
import { changedSettings, flattenSettings, type SettingValues } from './settings-values';

/** The first error for a field, including errors on its parts (policies.0.label). */
function fieldError(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${name}.`));
  return nested ? errors[nested] : undefined;
}

/** Admin settings at /admin/settings/:tab: the URL holds the tab, one save for all tabs. */
export function SettingsEditor() {
  const { tab } = useParams();
  if (tab === undefined) return <Navigate to={DEFAULT_SETTINGS_TAB} relative="path" replace />;
  const current = findSettingsTab(tab);
  if (!current) return <Navigate to={`../${DEFAULT_SETTINGS_TAB}`} relative="path" replace />;
  return <LoadedSettings tab={current} />;
}

function LoadedSettings({ tab }: { tab: SettingsTab }) {
  const { trans } = useTrans();
  const { data, error, isPending } = useAdminSettings();
  if (isPending) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={trans('Loading')} />
      </Box>
    );
  }
  if (!data) return <Alert severity="error">{getErrorMessage(error)}</Alert>;
  return <SettingsForm tab={tab} response={data} />;
}

function SettingsForm({ tab, response }: { tab: SettingsTab; response: AdminSettingsResponse }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const save = useSaveSettings();
  const initial = useMemo(() => flattenSettings(response.settings), [response]);
  const secretNames = useMemo(() => new Set(Object.keys(response.secrets_set)), [response]);
  const [draft, setDraft] = useState<SettingValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valueOf = (name: string) => (name in draft ? draft[name] : initial[name]);

  const submit = () => {
    setErrors({});
    save.mutate(changedSettings(initial, { ...initial, ...draft }, secretNames), {
      onSuccess: () => {
        setDraft({});
        notify(trans('Saved settings'), { type: 'success' });
      },
      onError: (failure) => {
        if (isApiError(failure)) {
          setErrors(
            Object.fromEntries(
              Object.entries(failure.errors).map(([field, messages]) => [field, messages[0]!]),
            ),
          );
        }
        notify(getErrorMessage(failure), { type: 'error' });
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Tabs
        value={tab.id}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={trans('Settings sections')}
      >
        {SETTINGS_TABS.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={trans(item.label)}
            component={Link}
            to={`../${item.id}`}
            relative="path"
          />
        ))}
      </Tabs>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}>
          <Typography variant="h6" component="h2">
            {trans(tab.label)}
          </Typography>
          {tab.fields.map((field) => (
            <SettingField
              key={field.name}
              field={field}
              value={valueOf(field.name)}
              error={fieldError(errors, field.name)}
              secretIsSet={response.secrets_set[field.name]}
              onChange={(value) => setDraft((previous) => ({ ...previous, [field.name]: value }))}
            />
          ))}
          {tab.note ? <Alert severity="info">{trans(tab.note)}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {trans('Save')}
            </Button>
          </Box>
          {tab.testMail ? <TestMailPanel /> : null}
        </CardContent>
      </Card>
    </Box>
  );
}

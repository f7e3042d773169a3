import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { BooleanInput, Form, SaveButton, Title, useNotify } from 'react-admin';
import type { AdminAds } from '@common/api/admin-ads';
import { getErrorMessage, isApiError } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { AdSlotCard } from './ad-slot-card';
import { firstErrors } from './ad-slot-info';
import { useAdminAds, useSaveAds } from './ads-api';

/** /admin/ads (spec 2.9, permission ads.update): the five slots of spec 2.8 and the global switch. */
export function AdsPage() {
  const { trans } = useTrans();
  const { data, error, isPending } = useAdminAds();
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={trans('Ads')} />
      {isPending ? (
        <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={trans('Loading')} />
        </Box>
      ) : data ? (
        <AdsForm ads={data} />
      ) : (
        <Alert severity="error">{getErrorMessage(error)}</Alert>
      )}
    </Box>
  );
}

function AdsForm({ ads }: { ads: AdminAds }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const save = useSaveAds();
  const [saved, setSaved] = useState(ads);
  const [version, setVersion] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      setSaved(await save(values as AdminAds));
      setVersion((current) => current + 1);
      notify(trans('Saved ads'), { type: 'success' });
      return undefined;
    } catch (failure) {
      notify(getErrorMessage(failure), { type: 'error' });
      return isApiError(failure) ? firstErrors(failure.errors) : undefined;
    }
  };

  return (
    <Form record={ads} onSubmit={submit} warnWhenUnsavedChanges>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent>
            <BooleanInput
              source="disable"
              label={trans('Disable all ads')}
              helperText={trans('Hides every slot at once, whatever each slot says.')}
            />
          </CardContent>
        </Card>
        {ads.slots.map(({ slot }, index) => (
          <AdSlotCard
            key={slot}
            slot={slot}
            index={index}
            hasSavedCode={Boolean(saved.slots[index]?.code.trim())}
            version={version}
          />
        ))}
        <Box sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
          <SaveButton alwaysEnable={false} />
        </Box>
      </Box>
    </Form>
  );
}

import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Button, useBasename, useRecordContext } from 'react-admin';
// react-admin's router links come from react-router-dom (see admin-app.tsx).
import { Link } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import type { LocalizationRecord } from '@common/api/localizations';

/** Opens /admin/localizations/{id}/translate for the record in context. */
export function TranslateButton() {
  const record = useRecordContext<LocalizationRecord>();
  const basename = useBasename();
  const { trans } = useTrans();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/localizations/${record.id}/translate`}
      label={trans('Translate')}
      onClick={(event) => event.stopPropagation()}
    >
      <TranslateOutlined />
    </Button>
  );
}

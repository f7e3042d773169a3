import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { LocalizationRecord } from '@common/api/localizations';
import { LocalizationCreate } from './localization-create';
import { LocalizationEdit } from './localization-edit';
import { LocalizationList } from './localization-list';

/** Spec 2.9 localizations; the translate page is a custom route (translate/translate-page.tsx). */
export default {
  name: 'localizations',
  list: LocalizationList,
  edit: LocalizationEdit,
  create: LocalizationCreate,
  icon: TranslateOutlined,
  recordRepresentation: (record: LocalizationRecord) => `${record.name} (${record.language})`,
  options: { label: 'Localizations' },
  permission: 'localizations.update',
};

export { LocalizationTranslatePage } from './translate/translate-page';

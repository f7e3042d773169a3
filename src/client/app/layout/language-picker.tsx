import { useId, useState, type MouseEvent } from 'react';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import { lazyOverlay } from '../../ui/overlays/lazy-overlays';
import { saveLocale } from '../../i18n/change-locale';
import { useTrans } from '../../i18n/trans';
import { useBootstrapData } from '../bootstrap-store';
import { showErrorToast } from '../../ui/toast/error-toast';

const LanguageMenu = lazyOverlay(() => import('./language-menu'));

interface LanguagePickerProps {
  /** Applies the new language; the whole page is rendered in it again. */
  reload?: () => void;
}

/** Footer language menu (spec 2.6), shown when i18n is enabled and there is a choice. */
export function LanguagePicker({ reload = () => window.location.reload() }: LanguagePickerProps) {
  const { settings, i18n } = useBootstrapData();
  const { trans } = useTrans();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const locales = i18n.locales ?? [];
  if (!settings.i18n.enable || locales.length < 2) return null;

  const choose = async (language: string) => {
    setAnchor(null);
    if (language === i18n.language) return;
    setSaving(true);
    try {
      await saveLocale(language);
      reload();
    } catch (error) {
      showErrorToast(error);
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateOutlined />}
        aria-label={`${trans('Language')}: ${i18n.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={saving}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {i18n.name}
      </Button>
      <LanguageMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        locales={locales}
        current={i18n.language}
        onChoose={(language) => void choose(language)}
      />
    </>
  );
}

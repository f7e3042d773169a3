import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LocaleOption } from '@common/i18n/translations';

interface LanguageMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  locales: LocaleOption[];
  current: string;
  onChoose: (language: string) => void;
}

/** The footer's language menu: a chunk of its own, loaded once the page is idle (LanguagePicker). */
export default function LanguageMenu(props: LanguageMenuProps) {
  const { id, anchorEl, open, onClose, locales, current, onChoose } = props;
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
      {locales.map((locale) => (
        <MenuItem
          key={locale.language}
          lang={locale.language}
          selected={locale.language === current}
          onClick={() => onChoose(locale.language)}
        >
          {locale.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useThemeToggle } from '../../appearance/themes/use-theme-toggle';
import { useTrans } from '../../i18n/trans';
import { LazyTooltip } from '../../ui/overlays/lazy-tooltip';

/** Light/dark switch; its label names the mode it switches to. Hidden when users may not change theme. */
export function FooterThemeToggle() {
  const { trans } = useTrans();
  const { isDark, canToggle, toggle } = useThemeToggle();
  if (!canToggle) return null;
  const label = trans(isDark ? 'Light mode' : 'Dark mode');
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </LazyTooltip>
  );
}

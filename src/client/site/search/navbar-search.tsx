import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { useIsMobile } from '@client/app/layout/use-is-mobile';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { SearchCombobox } from './search-combobox';

/**
 * The search in the navbar's middle slot: the type-ahead field on wide screens; below 768 px a
 * search button that opens the field across the whole navbar. Hidden without titles.view.
 */
export function NavbarSearch() {
  const { trans } = useTrans();
  const isMobile = useIsMobile();
  const { hasPermission } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Closes the mobile field, handing focus back to the button that opened it. */
  const dismiss = () => {
    setMobileOpen(false);
    buttonRef.current?.focus();
  };
  if (!hasPermission('titles.view')) return null;
  if (!isMobile) return <SearchCombobox />;
  return (
    <>
      <IconButton
        ref={buttonRef}
        color="inherit"
        aria-label={trans('Search')}
        aria-expanded={mobileOpen}
        onClick={() => setMobileOpen(true)}
        sx={{ ml: 'auto' }}
      >
        <SearchIcon />
      </IconButton>
      {mobileOpen ? (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            bgcolor: 'var(--be-navbar, var(--mui-palette-background-paper))',
            color: 'var(--be-on-navbar, var(--mui-palette-text-primary))',
          }}
        >
          <IconButton color="inherit" aria-label={trans('Close search')} onClick={dismiss}>
            <ArrowBackIcon />
          </IconButton>
          <SearchCombobox autoFocus onNavigate={() => setMobileOpen(false)} onDismiss={dismiss} />
        </Box>
      ) : null}
    </>
  );
}

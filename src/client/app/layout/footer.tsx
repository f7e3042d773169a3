import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '../../i18n/trans';
import { useSettings } from '../bootstrap-store';
import { FooterThemeToggle } from './footer-theme-toggle';
import { LanguagePicker } from './language-picker';
import { CustomMenu } from './menus/custom-menu';

export function Footer() {
  const siteName = useSettings().branding.site_name;
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 3, md: 4 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'var(--be-background-alt, var(--mui-palette-background-default))',
        color: 'text.secondary',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <CustomMenu position="footer" label="Footer" itemSx={{ color: 'text.primary' }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LanguagePicker />
            <FooterThemeToggle />
          </Stack>
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 2 }}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2">
            <Trans
              message="Copyright © :year :siteName, All Rights Reserved"
              values={{ year, siteName }}
            />
          </Typography>
          <CustomMenu position="footer-secondary" label="Legal" itemSx={{ typography: 'body2' }} />
        </Stack>
      </Stack>
    </Box>
  );
}

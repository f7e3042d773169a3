import type { ComponentType } from 'react';
import { Card, CardActionArea, CardContent, Typography, Box } from '@mui/material';
import { Link, useBasename, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { ADMIN_PAGES } from '../resources';

/**
 * For admins who may open neither the reports nor the members (a moderator): a card per admin
 * page they can open, in the sidebar's order.
 */
export function DashboardShortcuts() {
  const { trans } = useTrans();
  const { hasPermission } = useAuth();
  const basename = useBasename();
  const getResourceLabel = useGetResourceLabel();
  // react-admin registers only the resources the user's permissions open (see AdminApp)
  const resources = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList);
  const shortcuts = [
    ...resources.map((resource) => ({
      to: `${basename}/${resource.name}`,
      label: getResourceLabel(resource.name, 2),
      Icon: resource.icon as ComponentType | undefined,
    })),
    ...ADMIN_PAGES.flatMap(({ menu, permission }) =>
      menu && hasPermission(permission)
        ? [{ to: `${basename}${menu.to}`, label: trans(menu.label), Icon: menu.icon }]
        : [],
    ),
  ];
  return (
    <Box component="nav" aria-label={trans('Shortcuts')}>
      {shortcuts.length === 0 ? (
        <Typography color="text.secondary">
          {trans('There are no admin pages for you yet.')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          {shortcuts.map(({ to, label, Icon }) => (
            <li key={to}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={to}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {Icon && <Icon />}
                    <Typography>{label}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';

/** Spec 2.7: a plan's feature_list under "What's included", each with a check mark. */
export function FeatureList({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans message="What's included" />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {features.map((feature, index) => (
          <Box
            component="li"
            key={`${index}-${feature}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <CheckIcon aria-hidden fontSize="small" color="success" sx={{ mt: '2px' }} />
            <span>{feature}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { RatingDistribution as Distribution } from '@common/catalogue/catalogue-types';
import { Trans, useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { STAR_COLOR } from '../ratings/star-color';
import { formatCompactNumber } from '../titles/catalogue-format';
import { useLocale } from '../titles/use-locale';

/** Number of ratings and their average, from counts per score (index 0 is score 1). */
export function summarizeDistribution(distribution: Distribution): {
  total: number;
  average: number | null;
} {
  let total = 0;
  let sum = 0;
  distribution.forEach((count, index) => {
    total += count;
    sum += count * (index + 1);
  });
  return { total, average: total ? sum / total : null };
}

/**
 * The members' average and ten bars, one per score, as an accessible table. Only members'
 * ratings: the rating from outside the site is the hero's, under its own source's name.
 */
export function RatingDistribution({ distribution }: { distribution: Distribution }) {
  const { trans } = useTrans();
  const locale = useLocale();
  const counts = Array.from({ length: 10 }, (_, index) => distribution[index] ?? 0);
  const summary = summarizeDistribution(counts);
  const average = summary.average;
  const votes = summary.total;
  const largest = Math.max(1, ...counts);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <StarIcon aria-hidden sx={{ color: STAR_COLOR, fontSize: 44 }} />
        <Box>
          <Typography sx={{ fontSize: 36, fontWeight: 800, lineHeight: 1 }}>
            {average !== null ? average.toFixed(1) : '–'}
            <Box component="span" sx={{ fontSize: 16, fontWeight: 500, color: 'text.secondary' }}>
              /10
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans
              message="Members: :votes rating |||| Members: :votes ratings"
              values={{ count: votes, votes: formatCompactNumber(votes, locale) }}
            />
          </Typography>
        </Box>
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& td, & th': { p: 0, py: '3px' },
          '& th': { pr: 1.5 },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {trans('Rating distribution')}
        </Box>
        <Box component="thead" sx={visuallyHidden}>
          <tr>
            <th scope="col">{trans('Rating')}</th>
            <th scope="col">{trans('Number of ratings')}</th>
          </tr>
        </Box>
        <tbody>
          {counts
            .map((count, index) => ({ score: index + 1, count }))
            .reverse()
            .map(({ score, count }) => (
              <tr key={score}>
                <Box
                  component="th"
                  scope="row"
                  sx={{ width: 36, textAlign: 'right', fontWeight: 500, fontSize: 13 }}
                >
                  {score}
                </Box>
                <Box component="td" sx={{ fontSize: 13 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      aria-hidden
                      sx={{
                        flex: 1,
                        height: 10,
                        borderRadius: 5,
                        bgcolor: 'action.hover',
                        overflow: 'hidden',
                      }}
                    >
                      <Box
                        sx={{
                          height: '100%',
                          width: `${(count / largest) * 100}%`,
                          bgcolor: STAR_COLOR,
                          borderRadius: 5,
                        }}
                      />
                    </Box>
                    <Box
                      component="span"
                      sx={{ width: 40, textAlign: 'right', color: 'text.secondary' }}
                    >
                      {count.toLocaleString()}
                    </Box>
                  </Box>
                </Box>
              </tr>
            ))}
        </tbody>
      </Box>
    </Box>
  );
}

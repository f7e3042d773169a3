import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  value: number | undefined;
}

/** One headline number on the dashboard; a skeleton keeps its size while loading. */
export function StatCard({ label, value }: StatCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
          {value === undefined ? <Skeleton width={64} /> : value.toLocaleString()}
        </Typography>
      </CardContent>
    </Card>
  );
}

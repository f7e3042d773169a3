import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@common/api/billing';
import { resolveUrl } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useFormatDate } from '@client/site/shared/format';
import { UrlPagination, usePageParam } from '@client/site/lists/url-pagination';
import { useInvoices } from '../shared/billing-queries';
import { useMoney } from '../shared/use-money';
import { BillingSection } from './billing-section';

const STATUS_LABELS: Record<Invoice['status'], string> = {
  paid: 'Paid',
  open: 'Open',
  failed: 'Failed',
  void: 'Void',
};

const STATUS_COLORS = {
  paid: 'success',
  open: 'warning',
  failed: 'error',
  void: 'default',
} as const;

/** The invoice's download address: an API path ('billing/invoices/3/download') or a full URL. */
export function invoiceHref(downloadUrl: string): string {
  return /^(https?:)?\//i.test(downloadUrl) ? downloadUrl : resolveUrl(downloadUrl);
}

/** The user's invoices, newest first, a page at a time (?page=), each downloadable. */
export function InvoicesPanel() {
  const { trans } = useTrans();
  const money = useMoney();
  const formatDate = useFormatDate();
  const page = usePageParam();
  const invoices = useInvoices(page);

  let content;
  if (invoices.isPending) {
    content = (
      <Box role="status" aria-label={trans('Loading invoices')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} />
        ))}
      </Box>
    );
  } else if (invoices.isError) {
    content = <Alert severity="error">{getErrorMessage(invoices.error)}</Alert>;
  } else if (invoices.data.data.length === 0) {
    content = (
      <Typography color="text.secondary" role="status">
        <Trans message="No invoices yet." />
      </Typography>
    );
  } else {
    content = (
      <>
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="billing-invoices-heading"
            sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans message="Date" />
                </TableCell>
                <TableCell>
                  <Trans message="Amount" />
                </TableCell>
                <TableCell>
                  <Trans message="Status" />
                </TableCell>
                <TableCell align="right">
                  <Trans message="Invoice" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(invoice.paid_at ?? invoice.created_at)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {money.amount(invoice.amount, invoice.currency)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={trans(STATUS_LABELS[invoice.status])}
                      color={STATUS_COLORS[invoice.status]}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Link
                      href={invoiceHref(invoice.download_url)}
                      download
                      aria-label={trans('Download invoice :number', {
                        number: invoice.number ?? formatDate(invoice.created_at),
                      })}
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      <FileDownloadOutlined aria-hidden fontSize="small" />
                      {/* the icon alone on phones, where the table has no room for the word */}
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        <Trans message="Download" />
                      </Box>
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <UrlPagination lastPage={invoices.data.last_page} />
      </>
    );
  }

  return (
    <BillingSection id="billing-invoices" title="Invoices">
      {content}
    </BillingSection>
  );
}

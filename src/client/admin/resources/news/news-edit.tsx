import Link from '@mui/material/Link';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminNewsRecord } from '@common/api/admin-news';
import { newsArticleUrl } from '@common/catalogue/catalogue-urls';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { useTrans } from '@client/i18n/trans';
import { NewsInputs } from './news-inputs';
import { newsPayload } from './news-record';

/** A link to the article on the site, once it is published. */
function PublicLink() {
  const record = useRecordContext<AdminNewsRecord>();
  const { base_path } = useBootstrapData();
  const { trans } = useTrans();
  if (record?.state !== 'published') return null;
  return (
    <Link href={siteUrl(newsArticleUrl(record), base_path)} target="_blank" rel="noopener">
      {trans('View on site')}
    </Link>
  );
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** /admin/news/{articleId}/edit */
export function NewsEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit article')}
      mutationMode="pessimistic"
      redirect={false}
      transform={newsPayload}
      actions={
        <TopToolbar>
          <PublicLink />
        </TopToolbar>
      }
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <NewsInputs />
      </SimpleForm>
    </Edit>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  AutocompleteArrayInput,
  Form,
  maxLength,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  required,
  SaveButton,
  TextInput,
  Title,
  useNotify,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AnnouncementBody } from '@common/api/notifications';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage, isApiError } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { firstErrors } from '../ads/ad-slot-info';

interface AnnouncementForm {
  subject: string;
  body: string;
  action_label: string;
  action_url: string;
  target: 'everyone' | 'roles';
  roleIds: number[];
}

const EMPTY: AnnouncementForm = {
  subject: '',
  body: '',
  action_label: '',
  action_url: '',
  target: 'everyone',
  roleIds: [],
};

export function toAnnouncementBody(values: AnnouncementForm): AnnouncementBody {
  const label = values.action_label.trim();
  const url = values.action_url.trim();
  return {
    subject: values.subject,
    body: values.body,
    action: label || url ? { label, url } : null,
    roleIds: values.target === 'roles' ? values.roleIds : [],
  };
}

/** The server names the action's fields action.label and action.url; the form has its own. */
function formErrors(errors: Record<string, string[]>): Record<string, string> {
  const fields = firstErrors(errors);
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field === 'action.label') renamed.action_label = message;
    else if (field === 'action.url') renamed.action_url = message;
    else if (field.startsWith('roleIds')) renamed.roleIds = message;
    else renamed[field] = message;
  }
  return renamed;
}

/** /admin/announcements (issue 17, permission notifications.update): a notification to many users. */
export function AnnouncementsPage() {
  const { trans } = useTrans();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { recipients } = await apiClient.post<{ recipients: number }>(
        'notifications/announcements',
        toAnnouncementBody(values as unknown as AnnouncementForm),
      );
      notify(trans('Announcement sent to :count users', { count: recipients }), {
        type: 'success',
      });
      return undefined;
    } catch (failure) {
      notify(getErrorMessage(failure), { type: 'error' });
      return isApiError(failure) ? formErrors(failure.errors) : undefined;
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={trans('Announcements')} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {trans('New announcement')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {trans('Sends a notification to every chosen user, by the channels each one picked.')}
          </Typography>
          <Form record={EMPTY} onSubmit={submit}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
              <TextInput
                source="subject"
                label={trans('Subject')}
                fullWidth
                validate={[required(), maxLength(150)]}
              />
              <TextInput
                source="body"
                label={trans('Message')}
                fullWidth
                multiline
                minRows={4}
                validate={[required(), maxLength(2000)]}
              />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextInput
                  source="action_label"
                  label={trans('Button label')}
                  helperText={trans('Optional')}
                  validate={maxLength(60)}
                  sx={{ flex: '1 1 200px' }}
                />
                <TextInput
                  source="action_url"
                  label={trans('Button link')}
                  helperText={trans('A page of this site (/pricing) or a full https address')}
                  validate={maxLength(500)}
                  sx={{ flex: '2 1 280px' }}
                />
              </Box>
              <RadioButtonGroupInput
                source="target"
                label={trans('Send to')}
                choices={[
                  { id: 'everyone', name: trans('Everyone') },
                  { id: 'roles', name: trans('Users with these roles') },
                ]}
              />
              <RoleTargets />
              <Box>
                <SaveButton label={trans('Send')} alwaysEnable={false} />
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

function RoleTargets() {
  const { trans } = useTrans();
  const target = useWatch({ name: 'target' }) as AnnouncementForm['target'];
  if (target !== 'roles') return null;
  return (
    <ReferenceArrayInput source="roleIds" reference="roles">
      <AutocompleteArrayInput label={trans('Roles')} optionText="name" validate={required()} />
    </ReferenceArrayInput>
  );
}

import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import type { AdminResource } from '../admin-resource';
import { ChannelCreate, ChannelEdit } from './channel-pages';
import { ChannelList } from './channel-list';

/**
 * Spec 2.9 channels: /admin/channels (list), /admin/channels/new and
 * /admin/channels/{slugOrId}/edit (the API takes a slug or an id, so /admin/channels/homepage/edit
 * edits the homepage's rows).
 */
const channels: AdminResource = {
  name: 'channels',
  list: ChannelList,
  create: ChannelCreate,
  edit: ChannelEdit,
  icon: ViewCarouselOutlined,
  recordRepresentation: 'name',
  options: { label: 'Channels' },
  permission: 'channels.update',
};
export default channels;

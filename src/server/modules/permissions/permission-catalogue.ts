import type { PermissionRestriction } from '@common/permissions/permission';
import { workspacePermissionNames, type WorkspacePermissionName } from '@common/api/workspaces';

export interface PermissionDefinition {
  name: string;
  display_name: string;
  description: string;
  group: string;
  restrictions?: Array<{ name: string; description: string }>;
  advanced?: boolean;
}

/** Site permissions are granted to site roles, users and plans; workspace ones to workspace roles only. */
export type PermissionScope = 'sitewide' | 'workspace';

/**
 * Workspace permissions are a catalogue of their own (issue 17). Their names repeat site ones
 * (lists.update, files.update), and the permissions table's names are unique, so each is stored
 * under this prefix, in the group of the same name.
 */
export const WORKSPACE_PERMISSION_GROUP = 'workspace';
const WORKSPACE_PREFIX = 'workspace:';

export const storedWorkspacePermission = (name: WorkspacePermissionName) =>
  `${WORKSPACE_PREFIX}${name}`;

/** The workspace permission a stored name holds, or null for a site permission. */
export function workspacePermissionOf(stored: string): WorkspacePermissionName | null {
  if (!stored.startsWith(WORKSPACE_PREFIX)) return null;
  const name = stored.slice(WORKSPACE_PREFIX.length);
  return (workspacePermissionNames as readonly string[]).includes(name)
    ? (name as WorkspacePermissionName)
    : null;
}

const WORKSPACE_PERMISSION_TEXTS: Record<WorkspacePermissionName, [string, string]> = {
  'workspace.update': ['Update workspace', 'Rename the workspace.'],
  'members.invite': [
    'Invite members',
    'Invite people to the workspace, resend or withdraw invites.',
  ],
  'members.update': ['Change member roles', "Change other members' workspace roles."],
  'members.delete': ['Remove members', 'Remove other members from the workspace.'],
  'lists.update': ['Edit lists', 'Edit and delete the lists others created in the workspace.'],
  'files.update': ['Edit files', 'Edit and delete the files others uploaded to the workspace.'],
};

export const WORKSPACE_PERMISSION_CATALOGUE: PermissionDefinition[] = workspacePermissionNames.map(
  (name) => ({
    name: storedWorkspacePermission(name),
    display_name: WORKSPACE_PERMISSION_TEXTS[name][0],
    description: WORKSPACE_PERMISSION_TEXTS[name][1],
    group: WORKSPACE_PERMISSION_GROUP,
  }),
);

/** The built-in workspace roles (seeded once); 'Workspace Member' is an invite's default. */
export const WORKSPACE_ROLES: Array<{
  name: string;
  description: string;
  permissions: WorkspacePermissionName[];
}> = [
  {
    name: 'Workspace Admin',
    description: 'Manage the workspace, its members and everything in it.',
    permissions: [...workspacePermissionNames],
  },
  {
    name: 'Workspace Editor',
    description: "Edit the workspace's lists and files, and invite members.",
    permissions: ['lists.update', 'files.update', 'members.invite'],
  },
  {
    name: 'Workspace Member',
    description: 'Create lists and files in the workspace and edit their own.',
    permissions: [],
  },
];
export const DEFAULT_WORKSPACE_ROLE = 'Workspace Member';
export const WORKSPACE_OWNER_ROLE = 'Workspace Admin';

/**
 * Every permission the product knows (spec 6). Synced into the permissions table at start, so a
 * permission added here exists everywhere after the next boot.
 */
export const PERMISSION_CATALOGUE: PermissionDefinition[] = [
  {
    name: 'admin',
    display_name: 'Super admin',
    description: 'Passes every permission check.',
    group: 'admin',
    advanced: true,
  },
  {
    name: 'admin.access',
    display_name: 'Access admin',
    description: 'Open the admin area.',
    group: 'admin',
  },
  {
    name: 'titles.view',
    display_name: 'View titles',
    description: 'Browse catalogue pages: titles, people, news, search.',
    group: 'titles',
  },
  {
    name: 'ratings.create',
    display_name: 'Rate titles',
    description: 'Rate titles from 1 to 10.',
    group: 'ratings',
  },
  {
    name: 'reviews.create',
    display_name: 'Write reviews',
    description: 'Review titles; one review per title.',
    group: 'reviews',
    restrictions: [{ name: 'count', description: 'How many reviews a user may have' }],
  },
  {
    name: 'comments.create',
    display_name: 'Comment',
    description: 'Comment on titles, episodes and news, and reply to comments.',
    group: 'comments',
    restrictions: [{ name: 'count', description: 'How many comments a user may have' }],
  },
  {
    name: 'lists.create',
    display_name: 'Create lists',
    description: 'Create lists of titles, public or private.',
    group: 'lists',
    restrictions: [{ name: 'count', description: 'How many lists a user may have' }],
  },
  {
    name: 'api.access',
    display_name: 'Access API',
    description: 'Create API access tokens and read the API documentation.',
    group: 'api',
  },
  {
    name: 'titles.create',
    display_name: 'Add titles',
    description: 'Add titles, and seasons and episodes to series, in the admin.',
    group: 'titles',
  },
  {
    name: 'titles.update',
    display_name: 'Edit titles',
    description:
      'Edit titles, seasons and episodes with their credits, images, genres, keywords and countries; see their insights.',
    group: 'titles',
  },
  {
    name: 'titles.delete',
    display_name: 'Delete titles',
    description: 'Delete titles, seasons and episodes.',
    group: 'titles',
  },
  {
    name: 'people.create',
    display_name: 'Add people',
    description: 'Add people to the catalogue.',
    group: 'people',
  },
  {
    name: 'people.update',
    display_name: 'Edit people',
    description: 'Edit people and their credits.',
    group: 'people',
  },
  {
    name: 'people.delete',
    display_name: 'Delete people',
    description: 'Delete people, with their credits.',
    group: 'people',
  },
  {
    name: 'videos.create',
    display_name: 'Add videos',
    description: 'Add trailers, clips and full videos to titles, seasons and episodes.',
    group: 'videos',
  },
  {
    name: 'videos.update',
    display_name: 'Edit videos',
    description: 'Edit and reorder videos; see their insights.',
    group: 'videos',
  },
  {
    name: 'videos.delete',
    display_name: 'Delete videos',
    description: 'Delete videos.',
    group: 'videos',
  },
  {
    name: 'genres.update',
    display_name: 'Manage genres',
    description: 'Create, rename, merge and delete genres.',
    group: 'genres',
  },
  {
    name: 'keywords.update',
    display_name: 'Manage keywords',
    description: 'Create, rename, merge and delete keywords.',
    group: 'keywords',
  },
  {
    name: 'reviews.update',
    display_name: 'Moderate reviews',
    description:
      "See every review in the admin; approve, hide, delete and restore members' reviews, and suspend their authors.",
    group: 'reviews',
  },
  {
    name: 'comments.update',
    display_name: 'Moderate comments',
    description:
      "See every comment in the admin; approve, hide, delete and restore members' comments, and suspend their authors.",
    group: 'comments',
  },
  {
    name: 'news.update',
    display_name: 'Manage news',
    description: 'Write, edit, publish and delete news articles.',
    group: 'news',
  },
  {
    name: 'channels.update',
    display_name: 'Manage channels',
    description: 'Create and edit channels, their items and layout, and the homepage order.',
    group: 'channels',
  },
  {
    name: 'lists.update',
    display_name: 'Manage lists',
    description: "Create site-wide lists and edit or delete any member's list.",
    group: 'lists',
  },
  {
    name: 'ads.update',
    display_name: 'Manage ads',
    description: 'Edit the ad slots and switch them on or off.',
    group: 'ads',
  },
  {
    name: 'reports.view',
    display_name: 'View reports',
    description: 'Read the insights, plays and visitors reports and the dashboard charts.',
    group: 'reports',
  },
  {
    name: 'users.update',
    display_name: 'Manage users',
    description: 'Create, edit, ban and delete users.',
    group: 'users',
    advanced: true,
  },
  {
    name: 'roles.update',
    display_name: 'Manage roles',
    description: 'Create, edit and delete roles and their permissions.',
    group: 'roles',
    advanced: true,
  },
  {
    name: 'subscriptions.update',
    display_name: 'Manage subscriptions',
    description: 'Edit and cancel user subscriptions.',
    group: 'billing',
    advanced: true,
  },
  {
    name: 'plans.update',
    display_name: 'Manage plans',
    description: 'Create and edit billing plans.',
    group: 'billing',
    advanced: true,
  },
  {
    name: 'notifications.update',
    display_name: 'Send announcements',
    description: 'Send an announcement notification to every user or to chosen roles.',
    group: 'notifications',
    advanced: true,
  },
  {
    name: 'custom_pages.update',
    display_name: 'Manage custom pages',
    description: 'Create and edit custom pages.',
    group: 'pages',
  },
  {
    name: 'tags.update',
    display_name: 'Manage tags',
    description: 'Create and edit tags.',
    group: 'tags',
  },
  {
    name: 'localizations.update',
    display_name: 'Manage localizations',
    description: 'Create and translate languages.',
    group: 'localizations',
  },
  {
    name: 'files.create',
    display_name: 'Upload files',
    description: 'Upload files and create folders; see, rename and delete your own files.',
    group: 'files',
    restrictions: [
      { name: 'space', description: 'Total size of the files a user may keep, in MB' },
    ],
  },
  {
    name: 'files.update',
    display_name: 'Manage files',
    description: "See, restore and delete every user's uploaded files.",
    group: 'files',
  },
  {
    name: 'settings.update',
    display_name: 'Manage settings',
    description: 'Change site settings.',
    group: 'settings',
    advanced: true,
  },
  {
    name: 'logs.view',
    display_name: 'View logs',
    description: 'Read error, schedule and outgoing-email logs.',
    group: 'logs',
    advanced: true,
  },
  {
    name: 'appearance.update',
    display_name: 'Edit appearance',
    description: 'Use the appearance editor.',
    group: 'appearance',
    advanced: true,
  },
];

/**
 * The built-in 'content admins' role: content admins who curate the catalogue in the admin without
 * holding the super-admin permission (spec 2.9's catalogue pages, each with its own permission).
 */
export const EDITOR_ROLE_PERMISSIONS = [
  'admin.access',
  'titles.view',
  'titles.create',
  'titles.update',
  'titles.delete',
  'people.create',
  'people.update',
  'people.delete',
  'videos.create',
  'videos.update',
  'videos.delete',
  'genres.update',
  'keywords.update',
  'news.update',
  'channels.update',
  'lists.update',
  'files.create',
];

/**
 * The built-in 'moderators' role: the admin's comments and reviews moderation and nothing else
 * (issue 15): approve, hide, delete and restore, and suspend an author from there.
 */
export const MODERATOR_ROLE_PERMISSIONS = ['admin.access', 'comments.update', 'reviews.update'];

export const GUEST_ROLE_PERMISSIONS = ['titles.view'];
export const USER_ROLE_PERMISSIONS = [
  'titles.view',
  'api.access',
  'ratings.create',
  'reviews.create',
  'comments.create',
  'lists.create',
];

/**
 * Restriction values the default 'users' role is granted with; a permission without an entry is
 * unlimited (reviews are one per title anyway, comments are moderated rather than counted).
 */
export const USER_ROLE_RESTRICTIONS: Record<string, PermissionRestriction[]> = {
  'lists.create': [{ name: 'count', value: 50 }],
};

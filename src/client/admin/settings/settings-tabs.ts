interface FieldBase {
  name: string;
  label: string;
  /** Helper text under the input; `:siteUrl` stands for the site's address. */
  help?: string;
}

/** One editable setting: its dotted name, label and the input that edits it. */
export type SettingField = FieldBase &
  (
    | { type: 'text' | 'email' | 'textarea' | 'switch' | 'number' }
    | { type: 'secret' }
    | { type: 'select'; options: Array<{ value: string; label: string }> }
    | { type: 'policies' }
    /** A path or URL of an image, uploaded through the upload queue or typed. */
    | { type: 'image' }
  );

export interface SettingsTab {
  id: string;
  label: string;
  /** Shown under the tab's fields: what the settings do, or that their feature comes later. */
  note?: string;
  fields: SettingField[];
  /** The outgoing-email tab also offers a test mail. */
  testMail?: boolean;
}

const SOCIAL = [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['envato', 'Envato'],
] as const;

/** Stripe's and PayPal's credentials (private settings; the secrets are write-only). */
const BILLING_GATEWAY_FIELDS: SettingField[] = [
  {
    name: 'billing_gateways.stripe.enable',
    label: 'Enable Stripe',
    type: 'switch',
    help: 'Card payments through Stripe Checkout.',
  },
  {
    name: 'billing_gateways.stripe.publishable_key',
    label: 'Stripe publishable key',
    type: 'text',
    help: 'Starts with pk_. Found under Developers → API keys in the Stripe dashboard.',
  },
  {
    name: 'billing_gateways.stripe.secret_key',
    label: 'Stripe secret key',
    type: 'secret',
    help: 'Starts with sk_ (or rk_ for a restricted key).',
  },
  {
    name: 'billing_gateways.stripe.webhook_secret',
    label: 'Stripe webhook signing secret',
    type: 'secret',
    help: 'Add a webhook endpoint at Stripe with the address :siteUrl/api/v1/billing/webhooks/stripe and paste its signing secret (whsec_…) here.',
  },
  {
    name: 'billing_gateways.paypal.enable',
    label: 'Enable PayPal',
    type: 'switch',
    help: 'Payments through PayPal subscriptions.',
  },
  {
    name: 'billing_gateways.paypal.client_id',
    label: 'PayPal client ID',
    type: 'text',
    help: 'From your app under Apps & Credentials in the PayPal developer dashboard.',
  },
  { name: 'billing_gateways.paypal.client_secret', label: 'PayPal client secret', type: 'secret' },
  {
    name: 'billing_gateways.paypal.webhook_id',
    label: 'PayPal webhook ID',
    type: 'text',
    help: 'Add a webhook to your PayPal app with the address :siteUrl/api/v1/billing/webhooks/paypal and paste the webhook ID it shows here.',
  },
  {
    name: 'billing_gateways.paypal.sandbox',
    label: 'PayPal sandbox mode',
    type: 'switch',
    help: "Use PayPal's sandbox with sandbox credentials; turn it off to take real payments.",
  },
];

const LATER = 'These settings are stored now and used once the feature arrives.';

/** The 16 settings tabs of spec 2.9, in order. */
export const SETTINGS_TABS: SettingsTab[] = [
  {
    id: 'general',
    label: 'General',
    fields: [
      { name: 'branding.site_name', label: 'Site name', type: 'text' },
      { name: 'branding.site_description', label: 'Site description', type: 'textarea' },
      {
        name: 'homepage.type',
        label: 'Homepage',
        type: 'select',
        options: [
          { value: 'default', label: 'Default' },
          { value: 'landing', label: 'Landing page' },
          { value: 'login', label: 'Login page' },
          { value: 'register', label: 'Register page' },
        ],
      },
      { name: 'branding.logo_light', label: 'Light logo', type: 'image' },
      { name: 'branding.logo_dark', label: 'Dark logo', type: 'image' },
      { name: 'branding.logo_light_mobile', label: 'Light mobile logo', type: 'image' },
      { name: 'branding.logo_dark_mobile', label: 'Dark mobile logo', type: 'image' },
      { name: 'branding.favicon', label: 'Favicon', type: 'text' },
      { name: 'themes.user_change', label: 'Allow users to change theme', type: 'switch' },
      { name: 'api.integrated', label: 'Enable developer API', type: 'switch' },
    ],
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions',
    fields: [
      {
        name: 'billing.enable',
        label: 'Enable billing',
        type: 'switch',
        help: 'Shows the pricing page and lets members subscribe to plans.',
      },
      { name: 'notifications.integrated', label: 'Enable notifications', type: 'switch' },
      {
        name: 'notif.subs.integrated',
        label: 'Enable notification subscriptions',
        type: 'switch',
      },
      ...BILLING_GATEWAY_FIELDS,
    ],
  },
  {
    id: 'localization',
    label: 'Localization',
    fields: [
      { name: 'dates.default_timezone', label: 'Default timezone', type: 'text' },
      { name: 'i18n.enable', label: 'Enable translations', type: 'switch' },
      { name: 'i18n.default_locale', label: 'Default language', type: 'text' },
      {
        name: 'dates.format',
        label: 'Date format',
        type: 'select',
        options: [
          { value: 'short', label: 'Short' },
          { value: 'medium', label: 'Medium' },
          { value: 'long', label: 'Long' },
        ],
      },
    ],
  },
  {
    id: 'authentication',
    label: 'Authentication',
    fields: [
      {
        name: 'require_email_confirmation',
        label: 'Require email confirmation',
        type: 'switch',
      },
      { name: 'registration.disable', label: 'Disable registration', type: 'switch' },
      { name: 'registration.policies', label: 'Registration policies', type: 'policies' },
      { name: 'social.compact_buttons', label: 'Compact social buttons', type: 'switch' },
      ...SOCIAL.flatMap(([id, name]): SettingField[] => [
        { name: `social.${id}.enable`, label: `Enable ${name} login`, type: 'switch' },
        { name: `social_credentials.${id}.client_id`, label: `${name} client ID`, type: 'text' },
        {
          name: `social_credentials.${id}.client_secret`,
          label: `${name} client secret`,
          type: 'secret',
        },
      ]),
    ],
  },
  {
    id: 'uploading',
    label: 'Uploading',
    fields: [
      { name: 'uploading.max_size_mb', label: 'Maximum file size (MB)', type: 'number' },
      {
        name: 'uploading.allowed_types',
        label: 'Allowed types: mime patterns or extensions, comma separated (empty for all)',
        type: 'text',
      },
      {
        name: 'uploading.blocked_types',
        label: 'Blocked types: mime patterns or extensions, comma separated',
        type: 'text',
      },
      { name: 'uploading.resumable', label: 'Resumable uploads (4 MB and more)', type: 'switch' },
      { name: 'uploading.chunk_size_mb', label: 'Resumable chunk size (MB)', type: 'number' },
      {
        name: 'uploading.direct_upload',
        label: 'Upload straight to the storage bucket (when files are stored on S3)',
        type: 'switch',
      },
    ],
  },
  {
    id: 'outgoing-email',
    label: 'Outgoing email',
    testMail: true,
    fields: [
      { name: 'mail.from_address', label: 'From address', type: 'email' },
      { name: 'mail.from_name', label: 'From name', type: 'text' },
      { name: 'mail.contact_address', label: 'Contact page address', type: 'email' },
      { name: 'contact.email', label: 'Public contact email', type: 'email' },
    ],
  },
  {
    id: 'cache',
    label: 'Cache',
    note: LATER,
    fields: [
      {
        name: 'cache.driver',
        label: 'Cache driver',
        type: 'select',
        options: [{ value: 'memory', label: 'Memory' }],
      },
    ],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    note: LATER,
    fields: [{ name: 'analytics.tracking_code', label: 'Tracking code', type: 'textarea' }],
  },
  {
    id: 'logging',
    label: 'Logging',
    fields: [{ name: 'logging.keep_days', label: 'Keep error logs for (days)', type: 'number' }],
  },
  {
    id: 'queue',
    label: 'Queue',
    note: LATER,
    fields: [
      {
        name: 'queue.driver',
        label: 'Queue driver',
        type: 'select',
        options: [{ value: 'sync', label: 'Sync (run at once)' }],
      },
    ],
  },
  {
    id: 'websockets',
    label: 'Websockets',
    note: LATER,
    fields: [{ name: 'websockets.enable', label: 'Enable websockets', type: 'switch' }],
  },
  {
    id: 'recaptcha',
    label: 'Recaptcha',
    fields: [
      { name: 'recaptcha.site_key', label: 'Site key', type: 'text' },
      { name: 'recaptcha_secret.secret_key', label: 'Secret key', type: 'secret' },
      { name: 'recaptcha.enable.register', label: 'Enable on registration', type: 'switch' },
      { name: 'recaptcha.enable.contact', label: 'Enable on contact page', type: 'switch' },
      {
        name: 'recaptcha.enable.link_creation',
        label: 'Enable on link creation',
        type: 'switch',
      },
    ],
  },
  {
    id: 'gdpr',
    label: 'GDPR',
    fields: [
      { name: 'cookie_notice.enable', label: 'Show cookie notice', type: 'switch' },
      {
        name: 'cookie_notice.position',
        label: 'Cookie notice position',
        type: 'select',
        options: [
          { value: 'top', label: 'Top' },
          { value: 'bottom', label: 'Bottom' },
        ],
      },
      { name: 'cookie_notice.button.label', label: 'Button label', type: 'text' },
      { name: 'cookie_notice.button.action', label: 'Button link', type: 'text' },
    ],
  },
  {
    id: 'search',
    label: 'Search',
    note: LATER,
    fields: [
      {
        name: 'search.driver',
        label: 'Search driver',
        type: 'select',
        options: [{ value: 'database', label: 'Database' }],
      },
    ],
  },
  {
    id: 'videos',
    label: 'Videos',
    note: LATER,
    fields: [{ name: 'videos.default_player', label: 'Default player', type: 'text' }],
  },
  {
    id: 'content',
    label: 'Content',
    note: LATER,
    fields: [
      {
        name: 'content.ratings_scale',
        label: 'Ratings scale',
        type: 'select',
        options: [
          { value: '5', label: '1 to 5' },
          { value: '10', label: '1 to 10' },
        ],
      },
    ],
  },
];

export const DEFAULT_SETTINGS_TAB = 'general';

export function findSettingsTab(id: string | undefined): SettingsTab | undefined {
  return SETTINGS_TABS.find((tab) => tab.id === id);
}

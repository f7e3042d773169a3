import type { PublicSettings } from '@common/settings/site-settings';
import { buildBootstrapFixture } from '../../../support/bootstrap-fixture';

/** The fixture's public settings with some top-level groups replaced. */
export function settingsWith(patch: Partial<PublicSettings>): PublicSettings {
  return { ...buildBootstrapFixture().settings, ...patch };
}

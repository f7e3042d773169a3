import type { ChannelPageResponse } from './catalogue-types';

/** The page heading: a restriction's name ('Drama') fills ':restriction' or leads on its own. */
export function channelHeading(data: ChannelPageResponse): {
  heading: string;
  overline: string | null;
} {
  const { channel, restriction } = data;
  if (!restriction) return { heading: channel.name, overline: null };
  if (channel.name.includes(':restriction')) {
    return {
      heading: channel.name.replace(':restriction', restriction.display_name),
      overline: null,
    };
  }
  return { heading: restriction.display_name, overline: channel.name };
}

/**
 * What names a channel page in its document title (site name aside), the same on the server
 * and in the browser: its heading, then the channel it narrows ('Drama - Browse by genre').
 */
export function channelPageTitle(data: ChannelPageResponse): string {
  const { heading, overline } = channelHeading(data);
  return overline ? `${heading} - ${overline}` : heading;
}

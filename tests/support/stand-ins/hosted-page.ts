/**
 * What a person does on a stand-in's hosted page (Stripe Checkout, PayPal approval), with
 * fetch: open the page, submit its form (with `fields`, e.g. `{card_number}`), and stop at the
 * redirect back to the app. `button` is the page's button text (Pay, Save card, Approve).
 */
export async function submitHostedPage(url: string, fields: Record<string, string> = {}) {
  const page = await (await fetch(url)).text();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    page,
    button: /<button>([^<]+)<\/button>/.exec(page)?.[1] ?? null,
    status: response.status,
    location: response.headers.get('location'),
  };
}

import { socialAuthMessage, type SocialAuthMessage } from '@common/api/social';

export const CALLBACK_SCRIPT_PATH = 'secure/auth/social/callback.js';

/**
 * Posts the result to the window that opened the popup, only if that window is on this site's
 * origin, then closes. Served as a file because the site's CSP allows only same-origin scripts.
 */
export const CALLBACK_SCRIPT = `(function () {
  var node = document.getElementById('social-auth-result');
  var message = JSON.parse(node.textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    window.location.replace(node.getAttribute('data-home'));
  }
})();
`;

/** JSON inside <script> must not be able to close the element or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The small self-contained page the provider redirects the popup back to. It embeds only what
 * the message schema names, as a JSON route's answer holds only what its schema names.
 */
export function renderCallbackPage(message: SocialAuthMessage, basePath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Signing in</title>
</head>
<body>
<p>You can close this window.</p>
<script type="application/json" id="social-auth-result" data-home="${escapeAttribute(basePath)}">${scriptSafeJson(socialAuthMessage.parse(message))}</script>
<script src="${escapeAttribute(basePath)}${CALLBACK_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

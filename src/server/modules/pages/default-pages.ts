/** The pages a new site starts with; every word can be edited in the admin afterwards. */
export const DEFAULT_PAGES = [
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    meta: { description: 'How this site collects, uses and protects your personal data.' },
    body: `<p>This policy explains what personal data we collect when you use this site, why we collect it and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your email address, name and password (stored only as a secure hash) when you create an account.</li>
<li><strong>Content you add</strong>: ratings, reviews, comments and lists you create.</li>
<li><strong>Technical data</strong>: your IP address, browser and device type, and the times you sign in, used to keep your account secure and to show you your active sessions.</li>
<li><strong>Cookies</strong>: a session cookie that keeps you signed in and a security token that protects forms. We do not use advertising cookies.</li>
</ul>
<h2>How we use it</h2>
<p>We use your data to run your account, to show your public contributions, to send the emails you asked for (such as account verification and password resets) and to protect the site from abuse. We do not sell your personal data.</p>
<h2>How long we keep it</h2>
<p>We keep your data for as long as your account exists. When you delete your account, your personal data is removed; reviews and comments may be kept without your name where removing them would break a discussion.</p>
<h2>Your rights</h2>
<p>You can view and change your details on your account settings page, download or delete your account at any time, and contact us to ask what data we hold about you or to have it corrected.</p>
<h2>Contact</h2>
<p>If you have any questions about this policy, please <a href="/contact">contact us</a>.</p>`,
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    meta: { description: 'The rules for using this site and its services.' },
    body: `<p>By using this site you agree to these terms. Please read them carefully.</p>
<h2>Your account</h2>
<p>You are responsible for keeping your password secret and for everything done with your account. Give accurate information when you register and keep it up to date. You must be old enough to agree to these terms in your country.</p>
<h2>Your content</h2>
<p>You keep the rights to the reviews, comments and lists you publish, and you allow us to display them on the site. Do not post content that is unlawful, hateful, harassing, infringes someone else's rights or reveals spoilers without a warning.</p>
<h2>Acceptable use</h2>
<p>Do not try to disrupt the site, access accounts or data that are not yours, or collect data from the site by automated means beyond what the public API allows.</p>
<h2>Subscriptions</h2>
<p>Paid plans, where offered, renew automatically until you cancel them from your billing page. Cancelling stops the next renewal; you keep access until the end of the period you paid for.</p>
<h2>Termination</h2>
<p>We may suspend or close accounts that break these terms. You can delete your account at any time.</p>
<h2>Changes and liability</h2>
<p>The site is provided as it is. We may update these terms and will show the new version on this page; continuing to use the site means you accept it. Questions are welcome through our <a href="/contact">contact page</a>.</p>`,
  },
  {
    slug: 'about',
    title: 'About Us',
    meta: { description: 'Who we are and what this site is for.' },
    body: `<p>We are a small team of film and television lovers who wanted one place to discover what to watch next and to share what we think about it.</p>
<h2>What you can do here</h2>
<ul>
<li>Browse movies and series with their cast, crew, seasons, episodes and trailers.</li>
<li>Rate and review what you have watched and read what others think.</li>
<li>Build lists of favourites and titles to watch, and share them with friends.</li>
<li>Follow the latest news from the world of film and television.</li>
</ul>
<h2>Get in touch</h2>
<p>Found a mistake in a title, have an idea for a feature or want to work with us? We would love to hear from you on our <a href="/contact">contact page</a>.</p>`,
  },
] as const;

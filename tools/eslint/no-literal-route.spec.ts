// The rule that keeps each app's paths in its route table: what it reports, and what it lets pass.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-route.cjs';

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const spelled = (path: string) => ({ messageId: 'spelled', data: { path } });

tester.run('no-literal-route', rule, {
  valid: [
    // Paths read from a table.
    'const a = <Link to={paths.event(id)}>x</Link>;',
    'const a = <Link to={`${paths.login}?next=${encodeURIComponent(here)}`}>x</Link>;',
    'navigate(partnerPaths.eventDetails(id), { replace: true });',
    'const menu = [{ label: T.menuEvents, to: adminPaths.dashboardEvents }];',
    // Not paths of the app: the API, other hosts, mail, anchors, relative links.
    'const a = <a href="/api/partner-documents/3">x</a>;',
    'const a = <a href={`/api/invoices/${id}/pdf`}>x</a>;',
    'const a = <a href="https://example.com/terms">x</a>;',
    'const a = <a href="//cdn.example.com/file.pdf">x</a>;',
    'const a = <a href="mailto:support@pavilion.example">x</a>;',
    'const a = <a href="#pv-about-contact">x</a>;',
    'const a = <Link to="..">x</Link>;',
    // Other props and keys are not routes.
    'const a = <img src="/logo.svg" alt="" />;',
    "const o = { title: '/not/a/route' };",
    "const o = { path: 'events' };",
    // The router's not-found route keeps its '*'.
    { code: "const r = [{ path: '*', element: null }];", options: [{ routerPaths: true }] },
    { code: "const r = [{ path: paths.event(':id') }];", options: [{ routerPaths: true }] },
  ],
  invalid: [
    { code: 'const a = <Link to="/events">x</Link>;', errors: [spelled('/events')] },
    { code: 'const a = <Link to={"/events"}>x</Link>;', errors: [spelled('/events')] },
    { code: 'const a = <Link to={`/event-details/${id}`}>x</Link>;', errors: [spelled('/event-details/')] },
    { code: 'const a = <Navigate to="/dashboard" replace />;', errors: [spelled('/dashboard')] },
    {
      code: 'const a = <EventCard href={`/partner/event-details/${id}`} />;',
      errors: [spelled('/partner/event-details/')],
    },
    { code: 'const a = <a href="/about-us">x</a>;', errors: [spelled('/about-us')] },
    // Either branch of a choice.
    { code: "const a = <Link to={done ? paths.home : '/events'}>x</Link>;", errors: [spelled('/events')] },
    { code: "const a = <Link to={next || '/user/my-account'}>x</Link>;", errors: [spelled('/user/my-account')] },
    // Props and keys that name a route by their ending, with arrow builders.
    {
      code: 'const a = <Overview policyHref={(id) => `/partner/cancellation-policy-details/${id}`} />;',
      errors: [spelled('/partner/cancellation-policy-details/')],
    },
    {
      code: 'const a = <Flow forgotPasswordPath="/partner/forgot-password" />;',
      errors: [spelled('/partner/forgot-password')],
    },
    // Menus, back links and column builders.
    {
      code: "const menu = [{ label: T.menuSummary, to: '/dashboard', end: true }, { label: T.jobs, to: '/jobs' }];",
      errors: [spelled('/dashboard'), spelled('/jobs')],
    },
    { code: "const back = { to: '/dashboard/people', label: T.back };", errors: [spelled('/dashboard/people')] },
    { code: 'const c = { orderHref: (t) => `/order-details/${t.orderId}` };', errors: [spelled('/order-details/')] },
    // Navigation calls.
    { code: "navigate('/signup-confirmation', { state: {} });", errors: [spelled('/signup-confirmation')] },
    { code: "productNavigate('/user/messages', (to) => go(to));", errors: [spelled('/user/messages')] },
    { code: 'navigate(`/event-details/${eventId}`);', errors: [spelled('/event-details/')] },
    // A router's literal paths, where the option asks for it.
    {
      code: "const r = [{ path: 'events/:id', lazy }, { path: 'login', lazy }];",
      options: [{ routerPaths: true }],
      errors: [
        { messageId: 'routerPath', data: { path: 'events/:id' } },
        { messageId: 'routerPath', data: { path: 'login' } },
      ],
    },
  ],
});

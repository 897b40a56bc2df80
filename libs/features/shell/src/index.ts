import './lib/shell.css';

export * from './lib/app-links';
export type { AppName } from './lib/app-name';
export { appConfig, type AppConfig } from './lib/app-config';
export { createAppRoot, type AppRootOptions } from './lib/app-root';
export * from './lib/paths';
export { AppFrame } from './lib/app-frame';
export { TopNav, useLogout } from './lib/top-nav';
export { Footer } from './lib/footer';
export { NewsletterForm } from './lib/newsletter-form';
export { NotFoundPage } from './lib/not-found';
export { LoginForm, type LoginFormProps } from './lib/login-form';
export { DashboardLayout, type DashboardMenuItem } from './lib/dashboard-layout';
export { prepareLocale, changeLocale, useLocale, LOCALE_PARAM } from './lib/language';
export { LanguageSwitch } from './lib/language-switch';
export { startApp } from './lib/start-app';
export { richMessage } from './lib/rich-message';
export { richText } from './lib/rich-text';

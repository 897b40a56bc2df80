// The ticket widget on organisers' websites: its public read, the partner's colours, and its script.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { widgetModules } from './router';
export { PartnerWidgets, WidgetEvents } from './service';
export { serveWidgetFrame, serveWidgetScript, WIDGET_FRAME_PATH, WIDGET_SCRIPT_PATH } from './script';

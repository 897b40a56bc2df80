// The ticket widget's script, /widget/v1.js. An organiser's page holds
//   <div data-pavilion-event="42" data-lang="de"></div>
//   <script src="https://pavilion.example/widget/v1.js" async></script>
// and every such element shows that event's tickets, read from the origin the script came from.
import { mountWidget } from './widget';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL(script?.src ?? '/', window.location.href).origin;

function mountAll(): void {
  document.querySelectorAll<HTMLElement>('[data-pavilion-event]').forEach((host) => {
    if (host.shadowRoot) return;
    void mountWidget(host, { base });
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();

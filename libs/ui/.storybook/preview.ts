import { definePreview } from '@storybook/react-vite';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

// The stories' project annotations; the kit's stories make their meta and stories from it
// (`preview.meta({ ... })`, `meta.story()`), typed by the component they show.
export default definePreview({
  addons: [],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
});

// Side-effect module (listed in package.json sideEffects): registers the Lao webfont.
// eslint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect
import './fonts.css';

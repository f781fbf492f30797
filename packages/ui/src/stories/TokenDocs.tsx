// Building blocks of the Theme/Tokens docs page (Tokens.mdx); not exported from the package.
import { breakpoints, duration, easing, media, radius, space, zIndex } from '../theme/tokens';
import * as s from './tokens.css';

export function SpaceScale() {
  return (
    <table className={s.table}>
      <tbody>
        {(Object.keys(space).map(Number) as Array<keyof typeof space>).map((key) => (
          <tr key={key}>
            <th className={s.cell} scope="row">
              <code>vars.space[{key}]</code>
            </th>
            <td className={s.cell}>
              {space[key]}
              <div className={`${s.bar} ${s.barWidth[key]}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusScale() {
  return (
    <div className={`${s.surface} ${s.grid}`}>
      {(Object.keys(radius) as Array<keyof typeof radius>).map((key) => (
        <figure key={key}>
          <div className={`${s.radiusBox} ${s.radiusOf[key]}`} />
          <figcaption>
            <code>{key}</code> {radius[key]}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function Shadows() {
  return (
    <div className={`${s.surface} ${s.grid}`}>
      {(['sm', 'md', 'lg', 'glow'] as const).map((key) => (
        <div key={key} className={`${s.shadowBox} ${s.shadowOf[key]}`}>
          <code>{key}</code>
        </div>
      ))}
    </div>
  );
}

function Rows({ entries }: { entries: Array<[string, string]> }) {
  return (
    <table className={s.table}>
      <tbody>
        {entries.map(([name, value]) => (
          <tr key={name}>
            <th className={s.cell} scope="row">
              <code>{name}</code>
            </th>
            <td className={s.cell}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const ZLayers = () => <Rows entries={Object.entries(zIndex).map(([k, v]) => [`vars.z.${k}`, v])} />;
export const Motion = () => (
  <Rows
    entries={[
      ...Object.entries(duration).map(([k, v]): [string, string] => [`vars.duration.${k}`, v]),
      ...Object.entries(easing).map(([k, v]): [string, string] => [`vars.easing.${k}`, v]),
    ]}
  />
);
export const Breakpoints = () => (
  <Rows
    entries={[
      ...Object.entries(breakpoints).map(([k, v]): [string, string] => [`breakpoints.${k}`, `${v}px`]),
      ...Object.entries(media).map(([k, v]): [string, string] => [`media.${k}`, v]),
    ]}
  />
);

// Heading levels of the event view: the event's name is `level` (h1 on the marketplace's page, h2
// inside a partner's or an administrator's page), its sections one below, their items two below.
import { createContext, useContext, type ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3;
type Tag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const LevelContext = createContext<HeadingLevel>(1);

export function HeadingLevelProvider({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <LevelContext.Provider value={level}>{children}</LevelContext.Provider>;
}

/** The tag `offset` levels below the event's name: 0 the name, 1 a section, 2 an item of a section. */
export function useHeadingTag(offset: 0 | 1 | 2): Tag {
  return `h${Math.min(6, useContext(LevelContext) + offset)}` as Tag;
}

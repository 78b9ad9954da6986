import fs from 'node:fs';
import path from 'node:path';

/** A system user as the kernel sees it when checking permissions. */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
  /** Every group the user is in (primary included). */
  groups: number[];
}

/**
 * The first folder on the way to `target` (itself included when it is a folder) that `user`
 * may not enter, or undefined when every one lets it through. Entering a folder needs its
 * execute bit for the class (owner, group, others) the user falls in.
 */
export function firstClosedFolder(target: string, user: SystemUser): string | undefined {
  for (const folder of foldersOnTheWay(path.resolve(target))) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(folder);
    } catch {
      return undefined; // the rest does not exist yet: it will be made with the right owner
    }
    if (!stat.isDirectory()) continue;
    if (!mayEnter(stat, user)) return folder;
  }
  return undefined;
}

/** '/a/b/c' gives '/', '/a', '/a/b', '/a/b/c'. */
function foldersOnTheWay(target: string): string[] {
  const folders: string[] = [];
  for (let folder = target; ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (path.dirname(folder) === folder) return folders;
  }
}

function mayEnter(stat: fs.Stats, user: SystemUser): boolean {
  if (user.uid === 0) return true;
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (user.groups.includes(stat.gid)) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** How a folder's mode reads to a person: "/root (mode 0700)". */
export function describeFolder(folder: string): string {
  const mode = (fs.statSync(folder).mode & 0o777).toString(8).padStart(4, '0');
  return `${folder} (mode ${mode})`;
}

/** What the user may do with a set of keys now (SPEC §2, §6); each feature decides it by its own permissions. */
export type KeyActions = {
  /** The actions are on the page: the role may change keys and no database maintenance is under way. */
  shown: boolean;
  /** They work: not while a staff user impersonates (they are then shown disabled, with the reason). */
  enabled: boolean;
  /** A staff user impersonates someone whose role could change keys: say why nothing can be changed. */
  impersonating: boolean;
  /** Scheduled database maintenance hides the actions (SPEC §6). */
  maintenance: boolean;
};

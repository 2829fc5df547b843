import { SearchPanel, type SearchPanelProps } from '@estate/react';

/** The users and agents slide-overs, in a chunk of their own that loads on the first click. */
export default function DeferredSearchPanel(props: SearchPanelProps) {
  return <SearchPanel {...props} />;
}

import { ListsScreen } from '@/features/lists/components/lists-screen';

/** /store/lists: the store's restock lists (issue 22). */
export default function StoreListsRoute() {
  return (
    <>
      <title>Restock lists · MS Portal</title>
      <ListsScreen />
    </>
  );
}

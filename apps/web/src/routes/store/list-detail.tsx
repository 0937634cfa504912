import { useParams } from 'react-router';
import { ListDetailScreen } from '@/features/lists/components/list-detail-screen';

/** /store/lists/:id: one restock list, its items and 'Add all to cart' (issue 22). */
export default function StoreListDetailRoute() {
  const { id } = useParams();
  return <ListDetailScreen listId={id} />;
}

import type { AdminProduct, CreateProductBody } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useCategoryOptions, useProductChange, useProductImageUpload } from '../api/products';
import { categoryPaths } from './category-paths';
import { imageProblem, ProductImageField } from './product-image-field';

const NO_CATEGORY = 'none';

type ProductFormDialogProps = {
  /** The product to edit, or null to add one; the dialog is closed when open is false. */
  product: AdminProduct | null;
  open: boolean;
  onClose: () => void;
};

/** Add or edit a product: every field, with the category picked from the 3-level tree. */
export function ProductFormDialog({ product, open, onClose }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? 'Edit Product' : 'Add Product'}</DialogTitle>
          <DialogDescription>
            Leave Stock empty when you do not track it. Changes show in the store at once.
          </DialogDescription>
        </DialogHeader>
        {open && <ProductForm product={product} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

type Values = Record<
  'name' | 'sku' | 'price' | 'model' | 'manufacturer' | 'stock' | 'threshold' | 'badges' | 'description',
  string
>;

function initial(product: AdminProduct | null): Values {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    price: product ? product.price.toFixed(2) : '',
    model: product?.model ?? '',
    manufacturer: product?.manufacturer ?? '',
    stock: product?.stock_quantity?.toString() ?? '',
    threshold: String(product?.low_stock_threshold ?? 5),
    badges: product?.badges ?? '',
    description: product?.description ?? '',
  };
}

/** The form's own checks, before the server's: the required fields and numbers that read as numbers. */
function problems(values: Values): Partial<Record<keyof Values, string>> {
  const found: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) found.name = 'Name is required';
  if (!values.sku.trim()) found.sku = 'SKU is required';
  if (!/^\d+(\.\d{1,2})?$/.test(values.price.trim())) found.price = 'Enter a price such as 12.50';
  if (values.stock.trim() && !/^\d+$/.test(values.stock.trim()))
    found.stock = 'Enter a whole number, or leave it empty';
  if (!/^\d+$/.test(values.threshold.trim())) found.threshold = 'Enter a whole number';
  return found;
}

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const [values, setValues] = useState(() => initial(product));
  const [category, setCategory] = useState(product?.category_id ? String(product.category_id) : NO_CATEGORY);
  const [active, setActive] = useState(product?.is_active ?? true);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const [saved, setSaved] = useState<AdminProduct | null>(product);
  const change = useProductChange();
  const upload = useProductImageUpload();
  const categories = useCategoryOptions();
  const options = categoryPaths(categories.data ?? []);

  const field = (
    name: keyof Values,
    label: string,
    extra: { required?: boolean; hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <FormField
      id={`product-${name}`}
      label={label}
      required={extra.required}
      hint={extra.hint}
      error={errors[name]}
    >
      <Input
        id={`product-${name}`}
        value={values[name]}
        inputMode={extra.inputMode}
        autoComplete="off"
        aria-required={extra.required || undefined}
        {...fieldAria(`product-${name}`, errors[name], Boolean(extra.hint))}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      />
    </FormField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || imageProblem(image)) return;
    const body: CreateProductBody = {
      name: values.name,
      sku: values.sku.trim(),
      price: Number(values.price),
      category_id: category === NO_CATEGORY ? null : Number(category),
      model: values.model,
      manufacturer: values.manufacturer,
      badges: values.badges,
      description: values.description,
      stock_quantity: values.stock.trim() ? Number(values.stock) : null,
      low_stock_threshold: Number(values.threshold),
      is_active: active,
    };
    try {
      // A product added but whose image failed is edited from then on, not added twice.
      const target = saved ?? product;
      const response = target
        ? await change.mutateAsync({ kind: 'update', id: target.id, body })
        : await change.mutateAsync({ kind: 'create', body });
      setSaved(response.data);
      if (image) await upload.mutateAsync({ id: response.data.id, file: image });
      onDone();
    } catch {
      // The mutation's toast names the field the server refused; the dialog stays open.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name', { required: true })}
        {field('sku', 'SKU', { required: true })}
        {field('price', 'Price', { required: true, inputMode: 'decimal', hint: 'In dollars, e.g. 12.50' })}
        <FormField id="product-category" label="Category">
          <Select value={category} onValueChange={setCategory} name="category">
            <SelectTrigger id="product-category" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_CATEGORY}>No category</SelectItem>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {field('model', 'Model')}
        {field('manufacturer', 'Manufacturer')}
        {field('stock', 'Stock', { inputMode: 'numeric', hint: 'Empty: not tracked' })}
        {field('threshold', 'Low-stock threshold', {
          inputMode: 'numeric',
          hint: "'Only N left' at or under it",
        })}
        {field('badges', 'Badges')}
        <div className="flex items-center gap-3 self-end pb-2">
          <Switch id="product-active" checked={active} onCheckedChange={setActive} />
          <label htmlFor="product-active" className="text-sm">
            Active (shown in the store)
          </label>
        </div>
      </div>
      <FormField id="product-description" label="Description">
        <Textarea
          id="product-description"
          rows={4}
          value={values.description}
          onChange={(event) => setValues((v) => ({ ...v, description: event.target.value }))}
        />
      </FormField>
      <ProductImageField
        current={saved?.image ?? null}
        file={image}
        error={imageProblem(image)}
        onChange={setImage}
      />
      <FormDialogFooter
        busy={change.isPending || upload.isPending}
        submitLabel={product ? 'Save Changes' : 'Add Product'}
        busyLabel={product ? 'Saving...' : 'Adding...'}
      />
    </form>
  );
}

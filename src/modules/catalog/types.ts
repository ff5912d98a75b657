/** API shapes of the catalogue (spec section 3, Product and Variant), shared with the storefront. */

/** One gallery entry. */
export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  media_content_type: string;
  thumbnail: string;
}

/** A variant as the API shows it; money is decimal in the shop currency. */
export interface VariantDto {
  ID: number;
  product_id: number;
  attrs: { name: string; value: string }[];
  price: number;
  regular_price: number | null;
  sku: string;
  stock: number;
  backorders: 'no' | 'notify' | 'yes';
  manage_stock: boolean;
  buy_able: boolean;
  feature_image: string | null;
}

/** One value of a variant attribute with its swatch config. */
export interface VariantAttrValueDto {
  value: string;
  show_type: 'show_image' | 'show_block' | '';
  image_src: string;
  color_code: string;
  default_image_src: string;
  variant_id: number | null;
  enable_special_style: boolean;
}

/** A variant attribute: its name, its values, and how its swatches draw. */
export interface VariantAttrDto {
  name: string;
  values: string[];
  palette_type: 'manual' | 'auto_image' | 'auto_block' | '';
  special_native_name: string;
  options: VariantAttrValueDto[];
}

/** A product as the API shows it. */
export interface ProductDto {
  ID: number;
  title: string;
  post_title: string;
  subtitle: string;
  slug: string;
  path: string;
  public_url: string;
  /** The product's HTML description: on the product itself, not in lists. */
  description?: string;
  vendor: string;
  sku: string;
  tags: string[];
  price: number;
  regular_price: number | null;
  regular_price_num: number | null;
  min_price: number;
  max_price: number;
  feature_image: string | null;
  gallery?: GalleryImage[];
  categories: { id: number; name: string; slug: string }[];
  variant_attrs?: VariantAttrDto[];
  variants?: VariantDto[];
  min_price_variant?: VariantDto | null;
  variant_buy_able: boolean;
  buy_able: boolean;
  is_overseas_depot: boolean;
  review_count: number;
  average_rating: number;
  review_status: string;
  product_palette: null;
}

/** A collection (the API's category). */
export interface CategoryDto {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  path: string;
  product_count: number;
}

/** A page of results with what a pager needs. */
export interface Page<T> {
  data: T[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

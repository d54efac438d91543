export type { CookedForm } from './cooking-yields';
export { COOKED_FORMS, cookedFormOf } from './cooking-yields';
export { csvField, GROCERY_CSV_HEADER, groceryCsv } from './grocery-csv';
export type { FoodLookup, GroceryLine, GrocerySection } from './grocery-list';
export { groceryLines, grocerySections } from './grocery-list';
export type { AmountRequest, Package, ShoppingAmount } from './shopping-amounts';
export {
  countUnit,
  gramsText,
  LIQUID_FOOD_IDS,
  PACKAGES,
  roundedGrams,
  shoppingAmount,
} from './shopping-amounts';

import { useContext } from 'react';
import { CartContext, type CartState } from './cart-provider.tsx';

export function useCart(): CartState {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}

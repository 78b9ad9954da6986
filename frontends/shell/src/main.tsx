// An async boundary, so Module Federation can settle shared modules before the app starts.
import('./bootstrap');

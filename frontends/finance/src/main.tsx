// An async boundary, so Module Federation can settle shared modules before the page starts.
import('./bootstrap');

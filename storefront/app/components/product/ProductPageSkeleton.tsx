import layout from './ProductLayout.module.css';
import styles from './ProductPageSkeleton.module.css';

/** The product page's shape while another product loads (client-side navigations). */
export function ProductPageSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading product
      </p>
      <div aria-hidden="true">
        <div className={layout.layout}>
          <div className={layout.gallery}>
            <div className={styles.gallery}>
              <div className={`${styles.bone} ${styles.image}`} />
              <div className={styles.thumbnails}>
                {Array.from({ length: 5 }, (_, index) => (
                  <div key={index} className={`${styles.bone} ${styles.thumbnail}`} />
                ))}
              </div>
            </div>
          </div>
          <div className={layout.details}>
            <div className={styles.details}>
              <div className={`${styles.bone} ${styles.label}`} />
              <div className={`${styles.bone} ${styles.title}`} />
              <div className={`${styles.bone} ${styles.titleShort}`} />
              <div className={`${styles.bone} ${styles.price}`} />
              <div className={styles.lines}>
                {[100, 96, 88, 60].map((width) => (
                  <div
                    key={width}
                    className={`${styles.bone} ${styles.line}`}
                    style={{ width: `${width}%` }}
                  />
                ))}
              </div>
              <div className={`${styles.bone} ${styles.option}`} />
              <div className={`${styles.bone} ${styles.option}`} />
              <div className={`${styles.bone} ${styles.button}`} />
              <div className={`${styles.bone} ${styles.button}`} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
